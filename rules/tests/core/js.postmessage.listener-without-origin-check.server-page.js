// Pages an Express app builds as HTML in a template literal: their inline scripts run in the browser
const express = require('express');

const router = express.Router();

router.get('/embed/status', (req, res) => {
  res.type('html').send(`<!DOCTYPE html>
<html>
  <body>
    <div id="status">Loading...</div>
    <script>
      // ruleid: js.postmessage.listener-without-origin-check
      window.addEventListener('message', function (event) {
        document.getElementById('status').innerHTML = event.data.html;
      });
    </script>
  </body>
</html>`);
});

router.get('/embed/status-checked', (req, res) => {
  res.type('html').send(`<!DOCTYPE html>
<html>
  <body>
    <div id="status">Loading...</div>
    <script>
      // ok: js.postmessage.listener-without-origin-check
      window.addEventListener('message', function (event) {
        if (event.origin !== '${process.env.APP_ORIGIN}') return;
        document.getElementById('status').textContent = event.data.text;
      });
    </script>
  </body>
</html>`);
});

module.exports = router;
