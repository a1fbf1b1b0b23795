// The purchase's account dialog (spec 4, 5) as a pure state machine: choice, log in, sign up; Back clears the fields;
// closing resets everything. Apart from ./purchase.ts so that the pages' shared words do not carry it: only the
// purchase flow, loaded at the first purchase press, uses it.
export type AccountView = 'choice' | 'login' | 'signup';
/** What the person types: log in uses e-mail and password, sign up all three. */
export type AccountFields = { fullName: string; email: string; password: string };
export type AccountDialogState = AccountFields & { open: boolean; view: AccountView; submitting: boolean };
export type AccountDialogAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'choose'; view: 'login' | 'signup' }
  | { type: 'back' }
  | { type: 'field'; name: keyof AccountFields; value: string }
  | { type: 'submit' }
  | { type: 'failed' };

export const ACCOUNT_DIALOG_CLOSED: AccountDialogState = {
  open: false,
  view: 'choice',
  fullName: '',
  email: '',
  password: '',
  submitting: false,
};

export function accountDialogReducer(state: AccountDialogState, action: AccountDialogAction): AccountDialogState {
  switch (action.type) {
    case 'open':
      return { ...ACCOUNT_DIALOG_CLOSED, open: true };
    case 'close':
      return ACCOUNT_DIALOG_CLOSED;
    case 'choose':
      return { ...state, view: action.view };
    case 'back':
      return state.submitting ? state : { ...ACCOUNT_DIALOG_CLOSED, open: state.open };
    case 'field':
      return { ...state, [action.name]: action.value };
    case 'submit':
      return { ...state, submitting: true };
    case 'failed':
      return { ...state, submitting: false };
  }
}

/** Spec 5: log in needs e-mail and password; sign up (in the dialog) needs full name, e-mail and password. */
export function missingAccountFields(state: AccountFields & Pick<AccountDialogState, 'view'>): string[] {
  const missing: string[] = [];
  if (state.view === 'signup' && !state.fullName.trim()) missing.push('Full Name');
  if (!state.email.trim()) missing.push('Email');
  if (!state.password) missing.push('Password');
  return missing;
}
