// The contact form's message (spec 2.8, 5), shared by the browser form and the send-contact-email function.
// The rules themselves are plain functions in ./contactRules (the browser runs them without shipping zod);
// this zod schema, used by the function's handler, runs exactly those rules and reports their issues.
import * as z from 'zod';
import { checkContactMessage, type ContactMessage, type ContactMessageInput } from './rules';

export * from './rules';

export const contactMessageSchema = z.unknown().transform((input, ctx): ContactMessage => {
  const result = checkContactMessage(input);
  if (result.success) return result.data;
  for (const issue of result.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input });
  return z.NEVER;
}) as unknown as z.ZodType<ContactMessage, ContactMessageInput>;
