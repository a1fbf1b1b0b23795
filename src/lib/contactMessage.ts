// The contact form's message (spec 2.8, 5), shared by the browser form and the send-contact-email function.
// Name, email and message are required after trimming; phone and subject are optional and an empty one
// is sent as absent. `website` is the honeypot: hidden from people, only robots fill it in.
import * as z from 'zod';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, subject: 150, message: 5000, website: 200 } as const;

export const REQUIRED_FIELDS_TOAST = {
  title: 'Please fill in required fields',
  description: 'Name, email, and message are required.',
} as const;

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .regex(/^[^\r\n]*$/, 'Use a single line');

/** An optional text field: trimmed, and absent when empty. */
const optionalLine = (max: number) =>
  singleLine(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const contactMessageSchema = z.object({
  name: singleLine(CONTACT_LIMITS.name).min(1, 'Required'),
  email: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(CONTACT_LIMITS.email, `Use at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address, for example name@example.com')),
  phone: optionalLine(CONTACT_LIMITS.phone),
  subject: optionalLine(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1, 'Required').max(CONTACT_LIMITS.message, `Use at most ${CONTACT_LIMITS.message} characters`),
  website: z.string().max(CONTACT_LIMITS.website).optional(),
});

/** What the browser sends (before trimming). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the function works with (trimmed; empty optional fields removed). */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** True when any of name, email, message is empty after trimming (the 'Please fill in required fields' case). */
export function missingRequiredFields(input: { name?: string; email?: string; message?: string }): boolean {
  return [input.name, input.email, input.message].some((value) => !value || value.trim() === '');
}

/** The request body the form sends: trimmed values, optional fields left out when empty. */
export function contactRequestBody(fields: Record<'name' | 'email' | 'phone' | 'subject' | 'message' | 'website', string>): ContactMessageInput {
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
