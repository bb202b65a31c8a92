// A mailer that checks the key's prefix keeps its own key in code: a prefix check describes no sample.
import sgMail from '@sendgrid/mail'

const KEY_PREFIX = /^SG\./
// ruleid: secrets.sendgrid-api-key
const MAILER_KEY = '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'

if (KEY_PREFIX.test(MAILER_KEY)) sgMail.setApiKey(MAILER_KEY)
