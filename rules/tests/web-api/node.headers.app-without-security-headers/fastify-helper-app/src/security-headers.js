// the frame header an embedding setting allows: none, or CSP frame-ancestors for the allowed origins
exports.resolveFrameHeader = function resolveFrameHeader(embedAllowed, origins) {
  if (!embedAllowed) {
    return { name: 'X-Frame-Options', value: 'SAMEORIGIN' };
  }
  return { name: 'Content-Security-Policy', value: `frame-ancestors 'self' ${origins.join(' ')}` };
};
