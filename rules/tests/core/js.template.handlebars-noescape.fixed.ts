import fs from 'node:fs';
import Handlebars from 'handlebars';
import { engine } from 'express-handlebars';
import type { Express } from 'express';

const source = fs.readFileSync(new URL('./emails/receipt.hbs', import.meta.url), 'utf8');

// ruleid: js.template.handlebars-noescape
export const renderReceipt = Handlebars.compile(source, { noEscape: false });

// ok: js.template.handlebars-noescape
export const renderReceiptSafe = Handlebars.compile(source, { strict: true });

export function configureViews(app: Express) {
  app.engine(
    'hbs',
    engine({
      extname: '.hbs',
      // ruleid: js.template.handlebars-noescape
      compilerOptions: { noEscape: false, preventIndent: true },
    }),
  );
}

export function configureViewsSafe(app: Express) {
  // ok: js.template.handlebars-noescape
  app.engine('hbs', engine({ extname: '.hbs', compilerOptions: { preventIndent: true } }));
}

interface MailTemplate {
  subject: string;
  html: string;
  text?: string;
}

// A mail's subject header and text/plain part are not HTML: escaping would show entities.
export function compileMail(template: MailTemplate) {
  return {
    subject: Handlebars.compile(template.subject, {
      // ok: js.template.handlebars-noescape
      noEscape: true,
    }),
    html: Handlebars.compile(template.html),
    ...(template.text
      ? {
          text: Handlebars.compile(template.text, {
            // ok: js.template.handlebars-noescape
            noEscape: true,
          }),
        }
      : {}),
  };
}

// the HTML part itself compiled without escaping: every {{value}} is markup
export function compileMailBody(template: MailTemplate) {
  return {
    html: Handlebars.compile(template.html, {
      // ruleid: js.template.handlebars-noescape
      noEscape: false,
    }),
  };
}
