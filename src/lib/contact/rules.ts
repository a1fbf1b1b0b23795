// The contact form's rules (spec 2.8, 5) as plain functions with no dependencies, so the Contact page's
// script stays tiny: the browser checks a message with exactly the code the send-contact-email function's
// schema (src/lib/contact/message.ts) runs. Name, email and message are required after trimming; phone and
// subject are optional and an empty one is absent. `website` is the honeypot: only robots fill it in.

import { unstorableTextMessage } from '../text/storableText';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, subject: 150, message: 5000, website: 200 } as const;

export const REQUIRED_FIELDS_TOAST = {
  title: 'Please fill in required fields',
  description: 'Name, email, and message are required.',
} as const;

export const EMAIL_MESSAGE = 'Enter a valid email address, for example name@example.com';

/** What the browser sends (before trimming). */
export type ContactMessageInput = {
  name: string;
  email: string;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
  website?: string | undefined;
};

/** What the function works with: the same fields, trimmed, with empty optional fields removed. */
export type ContactMessage = ContactMessageInput;

export type ContactIssue = { path: string[]; message: string };

export type ContactCheck = { success: true; data: ContactMessage } | { success: false; issues: ContactIssue[] };

// The same address pattern zod's z.email() uses (its default, "html5-like but stricter").
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const ONE_LINE = /^[^\r\n]*$/;

const fieldLabel: Record<keyof ContactMessage, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  website: 'Website',
};

const tooLong = (max: number) => `Use at most ${max} characters`;

/**
 * Checks and cleans a contact message. Issues come in field order (name, email, phone, subject, message,
 * website), so the first one is the first field to fix.
 */
export function checkContactMessage(input: unknown): ContactCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, issues: [{ path: [], message: 'Expected an object with the message fields' }] };
  }
  const fields = input as Record<string, unknown>;
  const issues: ContactIssue[] = [];
  const data: Partial<ContactMessage> = {};

  /** A text field: trimmed (except the honeypot), limited, one line when asked; undefined when it is not text. */
  const text = (
    key: keyof ContactMessage,
    { required, max, oneLine, trim = true }: { required: boolean; max: number; oneLine: boolean; trim?: boolean },
  ) => {
    const raw = fields[key];
    if (raw === undefined || raw === null) {
      if (required) issues.push({ path: [key], message: 'Required' });
      return undefined;
    }
    if (typeof raw !== 'string') {
      issues.push({ path: [key], message: 'Expected text' });
      return undefined;
    }
    const value = trim ? raw.trim() : raw;
    const before = issues.length;
    // The honeypot is only ever compared, never stored or sent: robots may put anything in it.
    const unstorable = key === 'website' ? null : unstorableTextMessage(fieldLabel[key], value);
    if (unstorable) issues.push({ path: [key], message: unstorable });
    if (value.length > max) issues.push({ path: [key], message: tooLong(max) });
    if (oneLine && !ONE_LINE.test(value)) issues.push({ path: [key], message: 'Use a single line' });
    if (required && value === '') issues.push({ path: [key], message: 'Required' });
    if (issues.length > before) return undefined;
    return value;
  };

  const name = text('name', { required: true, max: CONTACT_LIMITS.name, oneLine: true });
  const email = text('email', { required: true, max: CONTACT_LIMITS.email, oneLine: false });
  if (email !== undefined && !EMAIL.test(email)) issues.push({ path: ['email'], message: EMAIL_MESSAGE });
  const phone = text('phone', { required: false, max: CONTACT_LIMITS.phone, oneLine: true });
  const subject = text('subject', { required: false, max: CONTACT_LIMITS.subject, oneLine: true });
  const message = text('message', { required: true, max: CONTACT_LIMITS.message, oneLine: false });
  const website = text('website', { required: false, max: CONTACT_LIMITS.website, oneLine: false, trim: false });

  if (issues.length) return { success: false, issues };
  data.name = name!;
  data.email = email!;
  if (phone) data.phone = phone;
  if (subject) data.subject = subject;
  data.message = message!;
  if (website !== undefined) data.website = website;
  return { success: true, data: data as ContactMessage };
}

/** True when any of name, email, message is empty after trimming (the 'Please fill in required fields' case). */
export function missingRequiredFields(input: { name?: string; email?: string; message?: string }): boolean {
  return [input.name, input.email, input.message].some((value) => !value || value.trim() === '');
}

/** The request body the form sends: trimmed values, optional fields left out when empty. */
export function contactRequestBody(
  fields: Record<'name' | 'email' | 'phone' | 'subject' | 'message' | 'website', string>,
): ContactMessageInput {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const trimmed = key === 'website' ? value : value.trim();
    if (trimmed !== '') body[key] = trimmed;
  }
  return body as ContactMessageInput;
}

export const SUCCESS_TOAST_TITLE = 'Message Sent Successfully';
export const successToastDescription = (practitionerName: string) =>
  `Thank you for reaching out. ${practitionerName} will get back to you within 24 hours.`;
export const FAILURE_TOAST_TITLE = 'Error Sending Message';
export const failureToastDescription = (email: string) =>
  `There was a problem sending your message. Please try again or contact directly at ${email}`;
