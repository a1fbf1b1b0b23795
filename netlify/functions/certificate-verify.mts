// GET /api/certificates/{code}: the public check behind /certificates/{code}. Anyone may ask, without signing in;
// it confirms the name, the course and the completion date, and nothing else (no e-mail, no account id).
// Unknown and malformed codes both answer 404 (a malformed one without touching the database), and each
// address may ask a limited number of times, so codes cannot be found by guessing.
import { certificateVerifyRoute } from '../../src/api/contract';
import type { Config, Context } from '@netlify/functions';
import { normaliseCertificateCode, type CertificateConfirmation } from '../../src/lib/learning/certificate';
import { HttpError } from '../../src/lib/http';
import { handlerFor, json } from '../lib/handler';
import { takeRateLimit, type RateLimit } from '../lib/rateLimit';
import { certificateByCode } from '../lib/learning/certificates';
import { clientAddress } from '../lib/clientAddress';

export const CERTIFICATE_NOT_FOUND = 'I could not find a certificate with this code. Please check the code and try again.';

/** Generous for people checking a certificate, useless for guessing among 31^10 codes. */
export const CERTIFICATE_LOOKUP_LIMIT: RateLimit = {
  scope: 'certificate-lookup',
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many certificate checks from your connection. Please wait a few minutes and try again.',
};

/** The code from the route parameter, or from the address itself where no parameters are passed. */
function requestedCode(req: Request, context: Partial<Context> | undefined): string {
  const param = context?.params?.code;
  if (typeof param === 'string') return param;
  return new URL(req.url).pathname.split('/').filter(Boolean).pop() ?? '';
}

const notFound = () => new HttpError(404, CERTIFICATE_NOT_FOUND);

export default handlerFor(certificateVerifyRoute)({
  auth: 'public',
  handle: async ({ req, context }) => {
    const code = normaliseCertificateCode(requestedCode(req, context));
    if (!code) throw notFound();
    await takeRateLimit(CERTIFICATE_LOOKUP_LIMIT, clientAddress(req, context));
    const record = await certificateByCode(code);
    if (!record) throw notFound();
    const confirmation: CertificateConfirmation = {
      fullName: record.full_name,
      courseTitle: record.course_title,
      completedAt: record.completed_at,
    };
    return json(confirmation, { headers: { 'x-robots-tag': 'noindex' } });
  },
});

export const config: Config = { path: '/api/certificates/:code' };
