'use strict';

const express = require('express');

const router = express.Router();

// a server route that fetches what the caller names: the server asks, from inside the network
router.post('/v1/preview', async (req, res) => {
    // ruleid: node.ssrf.request-url
    const response = await fetch(req.body.url);
    res.json({ status: response.status });
});

module.exports = router;
