// A failed command's error is `Command failed: <the command line>` and its stderr: the callback's
// error holds whatever the request put into the command, and sent as text it is HTML.
const express = require('express');
const { exec, execFile } = require('child_process');

const app = express();

app.get('/lookup', (req, res) => {
  const domain = req.query.domain;
  exec(`nslookup ${domain}`, (error, stdout) => {
    if (error) {
      // ruleid: node.xss.send-request-data
      return res.status(500).send(`Error: ${error.message}`);
    }
    res.send(stdout);
  });
});

// the command is the code's own: its error holds no request data
app.get('/uptime', (req, res) => {
  exec('uptime', (error, stdout) => {
    if (error) {
      // ok: node.xss.send-request-data
      return res.status(500).send(`Error: ${error.message}`);
    }
    res.send(stdout);
  });
});

// a later handler's own error, of the same name, is not the command's
app.get('/report', async (req, res) => {
  try {
    await buildReport();
    res.send('done');
  } catch (error) {
    // ok: node.xss.send-request-data
    res.status(500).send(`Error: ${error.message}`);
  }
});

async function buildReport() {
  return new Promise((resolve, reject) => {
    execFile('make', ['report'], (error) => (error ? reject(error) : resolve()));
  });
}

module.exports = app;
