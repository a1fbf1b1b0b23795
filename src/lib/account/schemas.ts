// The account functions' request schemas (zod; /account), with the shared rules and shapes of
// accountRules.ts re-exported for the server side. Browser code imports accountRules.ts instead (no zod).
import * as z from 'zod';
import { DELETE_CONFIRMATION_MESSAGE, isDeleteConfirmed } from './rules';
import { emailAddress, storableString } from '../fieldSchemas';

export * from './rules';

export const accountNameSchema = z
  .object({
    fullName: storableString('fullName', {
      error: (issue) => (issue.input === undefined ? 'fullName is required' : 'fullName must be text'),
    })
      .trim()
      .max(200, 'fullName is too long'),
  })
  .strict();

export const accountEmailSchema = z
  .object({
    newEmail: emailAddress('newEmail'),
  })
  .strict();

export const accountDeleteSchema = z
  .object({
    confirmation: storableString('confirmation', {
      error: (issue) => (issue.input === undefined ? DELETE_CONFIRMATION_MESSAGE : 'confirmation must be text'),
    }).refine((value) => isDeleteConfirmed(value), DELETE_CONFIRMATION_MESSAGE),
  })
  .strict();
