// The island kit's field kinds render what the sign-in, account and purchase forms had written by hand: a label
// for the input, the input's type, name and autocomplete, and an error tied to the input.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailField, InputField, PasswordField, useFields } from '../../src/islands/ui/Field';

const ignore = () => {};

/** The label's text and target, the input's attributes (names lower-cased, as HTML reads them) and any error. */
function read(element: ReactElement) {
  const markup = renderToStaticMarkup(element);
  const label = /<label for="([^"]*)">([^<]*)<\/label>/.exec(markup);
  const input = /<input ([^>]*?)\/>/.exec(markup)?.[1] ?? '';
  const attributes = Object.fromEntries([...input.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]));
  const error = /<p id="([^"]*)" class="field__error">([^<]*)<\/p>/.exec(markup);
  return { labelFor: label?.[1], label: label?.[2], attributes, error: error && { id: error[1], text: error[2] }, markup };
}

describe('PasswordField', () => {
  it('is a password input with the autocomplete it is given, labelled by its label', () => {
    const field = read(
      createElement(PasswordField, {
        id: 'pw',
        label: 'Current password',
        autoComplete: 'current-password',
        value: 's3cret',
        onChange: ignore,
      }),
    );
    expect(field).toMatchObject({ labelFor: 'pw', label: 'Current password', error: null });
    expect(field.attributes).toEqual({ id: 'pw', type: 'password', autocomplete: 'current-password', value: 's3cret' });
  });

  it('shows its error in place of the hint, tied to the input', () => {
    const field = read(
      createElement(PasswordField, {
        id: 'pw',
        label: 'New password',
        autoComplete: 'new-password',
        value: '',
        onChange: ignore,
        error: 'Too short.',
        hint: 'At least 6 characters.',
      }),
    );
    expect(field.error).toEqual({ id: 'pw-error', text: 'Too short.' });
    expect(field.attributes).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'pw-error' });
    expect(field.markup).not.toContain('At least 6 characters.');
  });
});

describe('EmailField', () => {
  it("is the sign-in forms' required 'Email' input, passing other attributes on", () => {
    const field = read(
      createElement(EmailField, { id: 'mail', value: 'a@b.co', onChange: ignore, disabled: true, 'data-autofocus': true } as never),
    );
    expect(field).toMatchObject({ labelFor: 'mail', label: 'Email' });
    expect(field.attributes).toEqual({
      id: 'mail',
      name: 'email',
      type: 'email',
      autocomplete: 'email',
      required: '',
      disabled: '',
      'data-autofocus': 'true',
      value: 'a@b.co',
    });
  });
});

describe('useFields', () => {
  function NameForm({ initial }: { initial: string }) {
    const form = useFields({ name: initial, email: '' });
    return createElement(InputField, { ...form.bind('name'), id: 'name', label: 'Full Name' });
  }

  it("binds a field to its form's text by name", () => {
    expect(read(createElement(NameForm, { initial: 'Ada Lovelace' })).attributes).toEqual({ id: 'name', value: 'Ada Lovelace' });
  });
});
