/** @type {import('next').NextConfig} */
module.exports = { poweredByHeader: false };
