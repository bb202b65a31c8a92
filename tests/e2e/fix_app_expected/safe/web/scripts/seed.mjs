#!/usr/bin/env node
import https from "node:https";

const agent = new https.Agent({ rejectUnauthorized: true });

https.get("https://staging.acme.example/seed", { agent }, (response) => {
  response.pipe(process.stdout);
});
