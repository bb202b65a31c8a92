const uuidPattern = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
const storedNamePattern = /^[A-Fa-f0-9]{16,128}$/;
// lets `../` through: a dot and a slash are in its class
const relativeNamePattern = /^[\w./-]+$/;

module.exports = { uuidPattern, storedNamePattern, relativeNamePattern };
