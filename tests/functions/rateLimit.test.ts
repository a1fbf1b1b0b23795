// The rate limits' counters against the Firestore emulator: a burst never gets more than the allowance (a shared
// limit's writes spread over its shards), a spent window refuses without writing, and only what was done counts:
// a later refusal or a failed send gives every use back, and a caller refused by its own limit never touches the
// limit everyone shares.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../netlify/lib/firebase';
import { reserveRateLimit, withinAllowances, type RateLimit } from '../../netlify/lib/rateLimit';
import { sendWithinContactAllowance } from '../../netlify/lib/contact/contactMessage';
import { HttpError } from '../../src/lib/http';

const HOUR = 60 * 60 * 1000;
const limitOf = (max: number, shards?: number): RateLimit => ({
  scope: `test-${randomUUID().slice(0, 8)}`,
  max,
  windowMs: HOUR,
  message: 'Too many',
  ...(shards ? { shards } : {}),
});

/** The window's counter documents of a limit (all its keys and shards). */
async function counters(limit: RateLimit) {
  const snapshot = await (await db()).collection('rate_limits').where('scope', '==', limit.scope).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, count: Number(doc.get('count')), updated: doc.updateTime.toMillis() }));
}
const used = async (limit: RateLimit) => (await counters(limit)).reduce((sum, counter) => sum + counter.count, 0);

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: unknown) => (error instanceof HttpError ? error.status : error),
  );

describe('rate limit counters', () => {
  /** Takes uses one after another until one is refused; how many passed. */
  async function fill(limit: RateLimit, key: string): Promise<number> {
    for (let passed = 0; ; passed++) if ((await outcome(reserveRateLimit(limit, key))) !== 'passed') return passed;
  }

  it("never lets more than the allowance through a burst, spreads a shared limit's writes, and keeps what a burst gave back", async () => {
    const limit = limitOf(25, 10);
    const results = await Promise.all(Array.from({ length: 40 }, () => outcome(reserveRateLimit(limit, 'all'))));
    const passed = results.filter((result) => result === 'passed').length;
    expect(passed).toBeLessThanOrEqual(25);
    expect(results.filter((result) => result !== 'passed').every((result) => result === 429)).toBe(true);
    expect(await used(limit)).toBe(passed);
    // Those refused at the cap gave their uses back: the rest of the allowance is still there, exactly.
    expect(passed + (await fill(limit, 'all'))).toBe(25);
    expect(await used(limit)).toBe(25);
    // Spread over the shards: no one document took every write.
    const shards = await counters(limit);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(10);
  });

  it("never lets more than the allowance through a burst on one caller's limit", async () => {
    const limit = limitOf(5);
    const results = await Promise.all(Array.from({ length: 15 }, () => outcome(reserveRateLimit(limit, 'one caller'))));
    const passed = results.filter((result) => result === 'passed').length;
    expect(passed).toBeLessThanOrEqual(5);
    expect(passed + (await fill(limit, 'one caller'))).toBe(5);
  });

  it('lets an allowance be used to the last use when the uses overlap within it', async () => {
    const limit = limitOf(30, 10);
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(reserveRateLimit(limit, 'all'))));
    expect(results).toEqual(Array<string>(30).fill('passed'));
  });

  it('refuses a spent window with 429 and Retry-After, without writing', async () => {
    const limit = limitOf(2, 4);
    await reserveRateLimit(limit, 'all');
    await reserveRateLimit(limit, 'all');
    const before = await counters(limit);
    const refused = await reserveRateLimit(limit, 'all').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect(Number((refused as HttpError).headers?.['retry-after'])).toBeGreaterThan(0);
    expect(await counters(limit)).toEqual(before);
  });

  it('gives a use back once, however often release is called', async () => {
    const limit = limitOf(3);
    const reservation = await reserveRateLimit(limit, 'k');
    await reserveRateLimit(limit, 'k');
    await reservation.release();
    await reservation.release();
    expect(await used(limit)).toBe(1);
  });
});

describe('only what was done counts', () => {
  it('a failed send gives every use back', async () => {
    const [own, shared] = [limitOf(2), limitOf(10, 5)];
    const failure = new Error('mail down');
    await expect(
      withinAllowances(
        [
          { limit: own, key: 'caller' },
          { limit: shared, key: 'all' },
        ],
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    expect([await used(own), await used(shared)]).toEqual([0, 0]);
    // The caller's allowance is whole: two sends still pass.
    for (let i = 0; i < 2; i++)
      await withinAllowances(
        [
          { limit: own, key: 'caller' },
          { limit: shared, key: 'all' },
        ],
        async () => 'sent',
      );
    expect([await used(own), await used(shared)]).toEqual([2, 2]);
  });

  it('a caller refused by its own limit never touches the shared one, and a later refusal gives back the earlier uses', async () => {
    const [own, address, shared] = [limitOf(1), limitOf(1), limitOf(10, 5)];
    const allowances = (key: string) => [
      { limit: own, key },
      { limit: address, key: 'victim@example.com' },
      { limit: shared, key: 'all' },
    ];
    await withinAllowances(allowances('flooder'), async () => 'sent');
    for (let i = 0; i < 5; i++)
      await expect(withinAllowances(allowances('flooder'), async () => 'sent')).rejects.toMatchObject({ status: 429 });
    expect(await used(shared)).toBe(1);
    // Another caller passes its own limit, is refused by the address's, and keeps nothing of its own.
    await expect(withinAllowances(allowances('someone'), async () => 'sent')).rejects.toMatchObject({ status: 429 });
    expect([await used(own), await used(address), await used(shared)]).toEqual([1, 1, 1]);
  });

  it('a contact message that could not be sent uses up none of the allowances', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const contactCounters = async () => {
      const snapshot = await (await db()).collection('rate_limits').where('scope', 'in', ['contact-address', 'contact-all']).get();
      return snapshot.docs.reduce((sum, doc) => sum + Number(doc.get('count')), 0);
    };
    const before = await contactCounters();
    await expect(sendWithinContactAllowance(address, () => Promise.reject(new Error('mail down')))).rejects.toThrow('mail down');
    expect(await contactCounters()).toBe(before);
    await sendWithinContactAllowance(address, async () => {});
    expect(await contactCounters()).toBe(before + 2);
  });
});
