// The e-mail templates: HTML and text versions, every inserted value escaped, brand and links from settings.
import { describe, expect, it } from 'vitest';
import { adminMessageMail } from '../../netlify/lib/admin/mail/adminMessage';
import { contactMessageMail } from '../../netlify/lib/contact/mail/contactMessage';
import { enrollmentExistingUserMail, enrollmentManualMail, enrollmentNewUserMail } from '../../netlify/lib/admin/mail/enrollment';
import { brandFromSettings, renderMail, type MailBrand } from '../../netlify/lib/adapters/mail/layout';
import { getSiteSettings } from '../../src/content/siteSettings';

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
  it('new user: set-up link on this site, Firebase link as alternative, dashboard link, escaped values', () => {
    const mail = enrollmentNewUserMail({
      ...common,
      passwordSetupUrl: 'https://site.example/auth/set-password?oobCode=C0DE&email=a%40example.com',
      firebaseResetLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=C0DE',
    });
    expect(mail.subject).toBe(`Welcome to Calm ${EVIL}: set up your account`);
    expectEscaped(mail.html);
    expect(mail.html).toContain('href="https://site.example/auth/set-password?oobCode=C0DE&amp;email=a%40example.com"');
    expect(mail.html).toContain('href="http://127.0.0.1:9099/emulator/action?mode=resetPassword&amp;oobCode=C0DE"');
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
