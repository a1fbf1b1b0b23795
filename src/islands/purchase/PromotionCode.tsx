// The purchase dialog's 'Promotion code' field and 'Apply': the server says what the code makes of the price
// (shown as £25.00 → £20.00) or why it cannot be used (and the price stays as it was). A code from the page's
// address (?code=) is applied as the dialog opens, with the answer the page's notice already got
// (promotionCheck.ts). Checkout sends the applied code, which the server checks again.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { checkPromotion } from '../../api/promotionCheck';
import { failureMessage } from '../../api/client';
import { looksLikeCode, normaliseCode, PROMOTION_UNKNOWN, type PromotionQuote } from '../../lib/purchase/promotions';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import type { PurchaseCourse } from './purchaseRequest';

export type PromotionState = ReturnType<typeof usePromotionCode>;

export function usePromotionCode(course: PurchaseCourse) {
  const [text, setText] = useState(course.code ?? '');
  const [quote, setQuote] = useState<PromotionQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = useCallback(
    async (typed: string) => {
      setError(null);
      if (!looksLikeCode(typed)) {
        setQuote(null);
        setError(PROMOTION_UNKNOWN);
        return;
      }
      setApplying(true);
      try {
        setQuote(await checkPromotion(course.courseId, normaliseCode(typed)));
      } catch (caught) {
        setQuote(null);
        setError(failureMessage(caught, PROMOTION_UNKNOWN) || PROMOTION_UNKNOWN);
      } finally {
        setApplying(false);
      }
    },
    [course.courseId],
  );

  // A code from the address is applied once, as the dialog opens.
  useEffect(() => {
    if (course.code) void apply(course.code);
  }, [course.code, apply]);

  return {
    text,
    setText,
    quote,
    error,
    applying,
    apply,
    refused: (words: string) => {
      setQuote(null);
      setError(words);
    },
  };
}

export function PromotionCodeField({ promo, disabled }: { promo: PromotionState; disabled: boolean }) {
  const formId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void promo.apply(promo.text);
  };
  return (
    <form id={formId} className="pdialog__promo" onSubmit={onSubmit} noValidate>
      <InputField
        id={`${formId}-code`}
        label="Promotion code"
        value={promo.text}
        onChange={promo.setText}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        error={promo.error ?? undefined}
        hint={promo.quote ? `${promo.quote.code} applied.` : undefined}
      />
      <Button type="submit" variant="secondary" busy={promo.applying} disabled={disabled || !promo.text.trim()}>
        Apply
      </Button>
    </form>
  );
}
