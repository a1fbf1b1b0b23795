// html-validate configuration for the built site (tests/e2e/htmlValid.spec.ts validates every page of dist/).
// Starts from the recommended and whole-document presets; rules switched off are listed with the reason.
import { Rule } from 'html-validate';

/**
 * Nothing may follow </html>: browsers silently move a stray element (say a page-level <script> placed after
 * the layout) back into <body>, but the document is invalid. html-validate's own rules do not look there.
 */
class NothingAfterHtml extends Rule {
  documentation() {
    return { description: 'The <html> element must be the only element of the document: nothing may come after </html>.' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const element of document.root.childElements) {
        if (element.tagName !== 'html') {
          this.report(element, `<${element.tagName}> comes after </html>: move it inside <head> or <body>`);
        }
      }
    });
  }
}

export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  plugins: [{ name: 'practice', rules: { 'practice/nothing-after-html': NothingAfterHtml } }],
  rules: {
    'practice/nothing-after-html': 'error',
    // Page titles are the practitioner's words from Sanity plus the site name; their length is an SEO judgement, not validity.
    'long-title': 'off',
    // Our scripts and styles are same-origin files under /_astro/ with hashed names, allowed by the CSP; SRI guards third-party hosts we do not use.
    'require-sri': 'off',
  },
};
