// GET /api/health: which implementation each integration runs on. Mode names only, never values or hosts.
import type { Config } from '@netlify/functions';
import { integrationModes } from '../../src/lib/integrationModes';
import { defineHandler, deployContext } from '../lib/handler';

export default defineHandler({
  methods: ['GET'],
  auth: 'public',
  handle: ({ context }) => ({
    status: 'ok',
    context: deployContext(context),
    integrations: integrationModes(process.env),
  }),
});

export const config: Config = { path: '/api/health' };
