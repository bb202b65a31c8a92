import dns from 'node:dns/promises'
import nodemailer from 'nodemailer'

// Direct-to-MX delivery when no relay is configured: port 25, no login, opportunistic STARTTLS to
// whatever exchanger DNS names, as every MTA relays. No credential rides the connection.
export async function sendDirect(message: { from: string; to: string; subject: string; html: string }) {
  const domain = message.to.split('@')[1]
  const mx = await dns.resolveMx(domain)
  for (const { exchange } of mx.sort((a, b) => a.priority - b.priority)) {
    const transporter = nodemailer.createTransport({
      host: exchange,
      port: 25,
      secure: false,
      name: process.env.SMTP_HELO_NAME || 'mailer.local',
      tls: {
        // ok: node.tls.reject-unauthorized-false
        rejectUnauthorized: false,
      },
    })
    try {
      await transporter.sendMail(message)
      return true
    } catch {
      continue
    }
  }
  return false
}

// A relay the app logs in to: the SMTP password crosses a connection whose certificate nobody checks.
export const relay = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: 25,
  secure: false,
  auth: {
    user: process.env.SMTP_USER,
    pass: process.env.SMTP_PASSWORD,
  },
  tls: {
    // ruleid: node.tls.reject-unauthorized-false
    rejectUnauthorized: false,
  },
})

// Same on the submission port, where a login is the point of the connection.
export const submission = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: 587,
  secure: false,
  tls: {
    // ruleid: node.tls.reject-unauthorized-false
    rejectUnauthorized: false,
  },
})

// Port 25 but the options come from elsewhere and may carry a login.
export function transportFor(options: nodemailer.TransportOptions) {
  return nodemailer.createTransport({
    ...options,
    port: 25,
    tls: {
      // ruleid: node.tls.reject-unauthorized-false
      rejectUnauthorized: false,
    },
  })
}
