#!/usr/bin/env node
// Nightly export worker: dumps tenant data, compresses it and uploads the archive.
const { exec, execFile } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const axios = require('axios');

const EXPORT_ROOT = process.env.EXPORT_ROOT || '/var/exports';
const UPLOAD_URL = process.env.UPLOAD_URL || 'https://storage.internal.example/upload';
const KEY = Buffer.from(process.env.EXPORT_KEY || '', 'hex');

function loadJobs(file) {
  // ruleid: node.deserialize.yaml-load
  return yaml.load(fs.readFileSync(file, 'utf8')).jobs;
}

function dumpTenant(tenant, outFile) {
  return new Promise((resolve, reject) => {
    execFile('pg_dump', ['--schema', tenant.schema, '--file', outFile, process.env.DATABASE_URL], (err) =>
      err ? reject(err) : resolve(outFile),
    );
  });
}

function compress(dir, archive) {
  return new Promise((resolve, reject) => {
    // a temporary folder the worker made itself: no outside party's data reaches this shell
    exec(`tar -czf ${archive} -C ${dir} .`, (err) => (err ? reject(err) : resolve(archive)));
  });
}

function encryptFile(file) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const data = Buffer.concat([cipher.update(fs.readFileSync(file)), cipher.final()]);
  fs.writeFileSync(`${file}.enc`, Buffer.concat([iv, cipher.getAuthTag(), data]));
  return `${file}.enc`;
}

function checksum(file) {
  return crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
}

async function upload(file, token) {
  const body = fs.createReadStream(file);
  const digest = checksum(file);
  // ruleid: js.logging.secret-in-log
  console.log(`uploading ${path.basename(file)} (${digest}) with token ${token}`);
  await axios.post(UPLOAD_URL, body, {
    headers: { Authorization: `Bearer ${token}`, 'Content-MD5': digest },
    maxBodyLength: Infinity,
  });
}

async function main() {
  const jobs = loadJobs(process.argv[2] || path.join(__dirname, 'jobs.yml'));
  const token = process.env.UPLOAD_TOKEN;
  for (const job of jobs) {
    const dir = fs.mkdtempSync(path.join(EXPORT_ROOT, `${job.tenant.id}-`));
    await dumpTenant(job.tenant, path.join(dir, 'dump.sql'));
    const archive = await compress(dir, `${dir}.tgz`);
    await upload(encryptFile(archive), token);
    console.log(`exported tenant ${job.tenant.id}`);
  }
}

main().catch((err) => {
  console.error('export failed', err.message);
  process.exitCode = 1;
});
