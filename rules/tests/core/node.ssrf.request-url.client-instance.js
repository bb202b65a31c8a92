// HTTP client instances (axios.create, got.extend, ky.create) asked for a URL the request names.
'use strict'

const axios = require('axios')
const got = require('got')
const { HttpsProxyAgent } = require('hpagent')
const ssrfFilter = require('ssrf-req-filter')

const APPLE_PAY_GATEWAYS = new Set(['apple-pay-gateway.apple.com', 'cn-apple-pay-gateway.apple.com'])

// Apple Pay merchant validation: the browser hands over the validation URL, the server dials it
// with its merchant certificate and returns Apple's answer
module.exports.validateMerchant = async (req, res) => {
  const { url } = req.body
  const httpsAgent = new HttpsProxyAgent({ proxy: process.env.HTTPS_PROXY, cert: merchantCert, key: merchantKey })
  const axiosInstance = axios.create({ httpsAgent, proxy: false })
  // ruleid: node.ssrf.request-url
  const response = await axiosInstance.post(url, { merchantIdentifier: MERCHANT_ID, initiative: 'web' })
  res.status(200).send(response.data)
}

// the same, with the host checked against Apple's listed gateways first
module.exports.validateMerchantChecked = async (req, res) => {
  const { url } = req.body
  if (!APPLE_PAY_GATEWAYS.has(new URL(url).hostname)) return res.sendStatus(400)
  const axiosInstance = axios.create({ proxy: false })
  // ok: node.ssrf.request-url
  const response = await axiosInstance.post(url, { merchantIdentifier: MERCHANT_ID, initiative: 'web' })
  res.status(200).send(response.data)
}

// a client the module makes once
const fetcher = got.extend({ timeout: { request: 5000 }, retry: { limit: 0 } })

module.exports.preview = async (req, res) => {
  // ruleid: node.ssrf.request-url
  const page = await fetcher.get(req.query.link).text()
  res.send(page)
}

// a client whose origin the code chose: the request names a path on it
const billing = axios.create({ baseURL: process.env.BILLING_URL, timeout: 5000 })

module.exports.invoice = async (req, res) => {
  // ok: node.ssrf.request-url
  const r = await billing.get(req.query.path)
  res.json(r.data)
}

// a client whose agent checks every address it connects to
const safeClient = axios.create({ httpAgent: ssrfFilter(), httpsAgent: ssrfFilter() })

module.exports.unfurl = async (req, res) => {
  // ok: node.ssrf.request-url
  const r = await safeClient.get(req.body.url)
  res.json({ title: r.data.title })
}

// a service class holding its client in a field
class WebhookTester {
  constructor () {
    this.http = axios.create({ timeout: 3000 })
  }

  async ping (req, res) {
    // ruleid: node.ssrf.request-url
    const r = await this.http.post(req.body.endpoint, { ping: true })
    res.json({ status: r.status })
  }

  async pingConfigured (req, res) {
    // ok: node.ssrf.request-url
    const r = await this.http.post(process.env.HEALTH_URL, { ping: true })
    res.json({ status: r.status })
  }
}

module.exports.WebhookTester = WebhookTester
