// the API reads the same name, but the frontend's read above already puts it in the bundle
// ruleid: secrets.public-env-secret
const supportToken = process.env.REACT_APP_SUPPORT_API_TOKEN;
module.exports = { supportToken };
