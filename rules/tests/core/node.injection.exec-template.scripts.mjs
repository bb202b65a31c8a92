// A maintainer's release script: its commands take the code's constants, the operator's own
// argv and environment, and values read from git. No outside party's data reaches the shell.
import { execSync } from 'node:child_process';
import * as fs from 'node:fs';

const REPO = 'acme/widget';
const version = process.argv[2];
const token = process.env.GITHUB_TOKEN;

function currentBranch() {
  // ok: node.injection.exec-template
  return execSync(`git rev-parse --abbrev-ref HEAD`).toString().trim();
}

function tag(v) {
  // ok: node.injection.exec-template
  execSync(`git tag -a v${v} -m "Release ${v}"`, { stdio: 'inherit' });
  // ok: node.injection.exec-template
  execSync(`gh release create v${v} --repo ${REPO}`, { env: { ...process.env, GH_TOKEN: token } });
}

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
if (currentBranch() !== 'main') throw new Error('release from main');
// ok: node.injection.exec-template
execSync(`npm version ${version || pkg.version} --no-git-tag-version`);
tag(version);
