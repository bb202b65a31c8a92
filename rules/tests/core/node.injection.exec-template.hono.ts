import { Hono } from 'hono'
import { zValidator } from '@hono/zod-validator'
import { z } from 'zod'
import { exec as execCallback } from 'node:child_process'
import { promisify } from 'node:util'

const exec = promisify(execCallback)
const app = new Hono()

app.post('/backup', zValidator('json', z.object({ databaseUrl: z.string() })), async (c) => {
  const { databaseUrl } = c.req.valid('json')
  // ruleid: node.injection.exec-template
  await exec(`pg_dump "${databaseUrl}" -Fc -f /tmp/backup.dump`)
  return c.json({ ok: true })
})

app.get('/thumbnails/:name', async (c) => {
  const name = c.req.param('name')
  // ruleid: node.injection.exec-template
  await exec(`convert uploads/${name} -resize 200x200 thumbs/${name}`)
  return c.body(null, 204)
})

app.post('/restart', async (c) => {
  const { service } = await c.req.json()
  if (!['api', 'worker'].includes(service)) return c.json({ error: 'unknown service' }, 400)
  // ok: node.injection.exec-template
  await exec(`systemctl restart ${service}`)
  return c.body(null, 204)
})

app.get('/version', async (c) => {
  const tool = 'pg_dump'
  // ok: node.injection.exec-template
  const { stdout } = await exec(`${tool} --version`)
  return c.text(stdout)
})

export default app
