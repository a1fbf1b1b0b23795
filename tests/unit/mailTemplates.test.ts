// The e-mail templates: HTML and text versions, every inserted value escaped, brand and links from settings.
import { describe, expect, it } from 'vitest';
import { adminMessageMail } from '../../netlify/lib/admin/mail/adminMessage';
import { contactMessageMail } from '../../netlify/lib/contact/mail/contactMessage';
import { enrollmentExistingUserMail, enrollmentManualMail, enrollmentNewUserMail } from '../../netlify/lib/admin/mail/enrollment';
import { brandFromSettings, renderMail, type MailBrand } from '../../netlify/lib/adapters/mail/layout';
import { getSiteSettings } from '../../src/content/siteSettings';
import { refundMail, type RefundMailOutcome } from '../../netlify/lib/purchase/mail/refund';

const brand: MailBrand = {
  practitionerName: 'Maya Linwood',
  brandName: 'Maya Linwood Hypnotherapy',
  siteUrl: 'https://mayalinwood.example',
  contactEmail: 'hello@mayalinwood.example',
  socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/maya' }],
};
const EVIL = '<img src=x onerror=alert(1)> & "quotes"';
const common = { brand, userName: EVIL, courseTitle: `Calm ${EVIL}`, dashboardUrl: 'https://site.example/course-dashboard' };

function expectEscaped(html: string) {
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
}

describe('enrollment mails', () => {
  it('new user: set-up link on this site (the button and its written-out fallback), dashboard link, escaped values', () => {
    const mail = enrollmentNewUserMail({
      ...common,
      passwordSetupUrl: 'https://site.example/auth/set-password?oobCode=C0DE&email=a%40example.com',
      firebaseResetLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=C0DE',
    });
    expect(mail.subject).toBe(`Welcome to Calm ${EVIL}: set up your account`);
    expectEscaped(mail.html);
    expect(mail.html).toContain('href="https://site.example/auth/set-password?oobCode=C0DE&amp;email=a%40example.com"');
    expect(mail.html).not.toContain('127.0.0.1:9099');
    expect(mail.text).toContain(
      'If the button does not work, this link does the same:\nhttps://site.example/auth/set-password?oobCode=C0DE',
    );
    expect(mail.html).toContain('href="https://site.example/course-dashboard"');
    expect(mail.text).toContain('Set up my password: https://site.example/auth/set-password?oobCode=C0DE&email=a%40example.com');
    expect(mail.text).toContain('Go to my course dashboard: https://site.example/course-dashboard');
    expect(mail.text).toContain(`Hello ${EVIL},`);
    expect(mail.text).toContain('Warm wishes,\nMaya Linwood');
  });

  it('existing and manual: the dashboard link and no set-up link', () => {
    for (const mail of [enrollmentExistingUserMail(common), enrollmentManualMail(common)]) {
      expectEscaped(mail.html);
      expect(mail.html).toContain('href="https://site.example/course-dashboard"');
      expect(mail.html).not.toMatch(/set-password|oobCode/);
      expect(mail.text).toContain('Go to my course dashboard: https://site.example/course-dashboard');
    }
    expect(enrollmentManualMail(common).subject).toBe(`I have added you to Calm ${EVIL}`);
    expect(enrollmentExistingUserMail(common).subject).toBe(`You are enrolled in Calm ${EVIL}`);
  });

  it('never links to a non-web address and keeps subjects on one line', () => {
    const mail = enrollmentManualMail({ ...common, courseTitle: 'Calm\r\nBcc: x@example.com', dashboardUrl: 'javascript:alert(1)' });
    expect(mail.subject).toBe('I have added you to Calm Bcc: x@example.com');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });
});

describe('other mails', () => {
  it('admin message keeps line breaks, escapes everything', () => {
    const mail = adminMessageMail({ brand, userName: 'Ann', subject: 'Your next session', message: `Line one\n${EVIL}` });
    expect(mail.subject).toBe('Your next session');
    expect(mail.html).toContain('Line one<br>');
    expectEscaped(mail.html);
    expect(mail.text).toContain(`Hello Ann,\n\nLine one\n${EVIL}`);
  });

  it('contact message goes to the practitioner with the visitor as reply-to', () => {
    const mail = contactMessageMail({ name: EVIL, email: 'ada@example.com', message: EVIL }, 'hello@mayalinwood.example', brand);
    expect(mail).toMatchObject({ to: 'hello@mayalinwood.example', replyTo: 'ada@example.com' });
    expectEscaped(mail.html);
    expect(mail.text).toContain(`Name: ${EVIL}`);
  });

  it('the footer carries the brand, contact and social links from the site settings', async () => {
    const settings = await getSiteSettings();
    const mail = renderMail(brandFromSettings(settings), 'Hi', [{ paragraph: 'Body' }, { signature: true }]);
    expect(mail.html).toContain(settings.brandName);
    expect(mail.html).toContain(`mailto:${settings.contact.email}`);
    expect(mail.text).toContain(`Warm wishes,\n${settings.practitionerName}`);
    for (const link of settings.socialLinks) expect(mail.text).toContain(link.url);
  });
});

describe('refund mail', () => {
  const refund = (outcome: RefundMailOutcome) =>
    refundMail({ brand, learnerName: 'Ann', courseTitle: 'Calm Breath', amountPence: 2500, reference: 'cs_test_1', outcome });

  it('says in plain words why the money went back, and whether the course stays', () => {
    const byHand = refund('enrolled-by-hand');
    expect(byHand.subject).toBe('Your refund for Calm Breath');
    expect(byHand.text).toContain(
      'While your payment for Calm Breath was going through, I added you to the course myself, so there is nothing for you to pay: your payment has been refunded in full. Your course stays open for you, ready whenever you are.',
    );
    // Their only payment: never called "the second one".
    expect(byHand.text).not.toMatch(/second|already paid|twice/i);

    const paidBefore = refund('paid-before');
    expect(paidBefore.text).toContain(
      'You had already paid for Calm Breath, so this second payment for it has been refunded in full. Your course stays open for you.',
    );

    const removed = refund('course-removed');
    expect(removed.text).toContain(
      'Your payment for Calm Breath has been refunded in full, and the course has been removed from your dashboard.',
    );
    expect(refund('refunded').text).toContain('Your payment for Calm Breath has been refunded in full.');
    expect(refund('refunded').text).not.toMatch(/removed|stays open/);
  });

  it('shows the amount refunded and the reference, and escapes the course title', () => {
    const mail = refund('enrolled-by-hand');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('£25.00');
    expect(mail.text).toContain('cs_test_1');
    expect(mail.text).toContain('5 to 10 working days');
    const evil = refundMail({ brand, learnerName: EVIL, courseTitle: EVIL, amountPence: 2500, reference: 'cs_1', outcome: 'paid-before' });
    expectEscaped(evil.html);
  });
});
