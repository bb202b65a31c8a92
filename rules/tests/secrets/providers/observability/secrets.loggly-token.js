// Loggly integration
'use strict';
// ruleid: secrets.loggly-token
const logglyUrl = 'https://logs-01.loggly.com/inputs/04123a51-efbb-425e-ad3b-77a34a1011ea/tag/http/';
// ok: secrets.loggly-token
const logglyUrl = process.env.LOGGLY_URL;
// ruleid: secrets.loggly-token
const logglyUrlBackup = 'https://logs-01.loggly.com/inputs/a37b8044-c503-47d4-bcfd-5379ef253fed/tag/http/';
// ok: secrets.loggly-token
const logglyUrlPrefix = 'https://logs-01.loggly.com';

module.exports = { region: 'us-east-1' };
