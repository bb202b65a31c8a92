// Public identifiers under names that happen to hold "token": ledger amendment ids, contract
// code hashes. Rows of one shape under plain names are a table of ids, not credentials.

/**
 * Known ledger amendments
 */
export default {
    Hooks: 'E41E5D119DEC07DD35155119F4B4E04C364440A0B79AD1DBDD3A4C18ABA35EEA',
    Flow: '988F53A8F0DB44205CE955307E8AD1914EAB5EEF8B49EA5813EF22BDADCE1D51',
    Checks: '732D62BAFA2F95344A620DE381193796D2B772B2F134322FE1B832A0137DD054',
    DepositPreauth: 'FC6C62D64931590E9BBF8E3E9CC959B902EA6004A53779E2CF99721990DF3F5B',
    MultiSignReserve: '6576C122D30B7067CD3A689634E105F7E61C0509AAD761187C7D5097F830D93D',
    // ok: secrets.generic-token
    URIToken: 'DD640AFB31A84193F2756B6587F396153E13B71687BEFC3829CBA6BB363CB7B0',
    TicketBatch: 'EA0207524DEE1D3337B3C152CE58EB1957C5AA065552078ADA43EA8F7F66BA2F',

    fix1513: '8930D035F95DCF6E2C93D7EBD8C0D31BA23C5097FB150AFCD34A657217EE90CE',
    fixNFTokenDirV1: '1E329E29878FFE4B3A8E04B3EFE28CDF84CD7992EB6A539DFCCEDCF66CCCB70A',
};

export const CODE_HASHES = {
  "escrow": "d9f95d7f8f16441dcf70671a041e4fbc21414f6fde9ef0ed4ec70b2058825c8f",
  "vesting": "5e3378834e7e754a261de5086157909f1ca7d0d9fee505fe2c851125fe804ab3",
  "multisig": "b0a93eb4ee0ba7e5d887249ca253120abc21fef1569796e587836845a45d4bb6",
  // ok: secrets.generic-token
  "paymentToken": "80f5136ff9c9edec21d7024d01ebeb7a0f6fe4097a9fd460e1beb6b09eba2817",
  "registry": "539b9d21925be427e7a2bf14b8daf4df547dd48f822b1ab3db912ffe435b6fd4",
};

// a table of credentials stays reported: its own name says so
const API_TOKENS = {
  alice: 'e44ccc53337a6562c48e07fcb24b0a3369d0ab9b',
  bob: 'c3dc667800cb675d2b48f63c927cf3db05ab1a58',
  carol: '6f4b0d4d0675961d66c9e8727905246262a29ecb',
  dave: '3e6bf74f6e7d0ccb1a8f17570a031ad08d505993',
  erin: '850a6686c7c72962006363167a6f09774f298c55',
  // ruleid: secrets.generic-token
  ciToken: '0621833c59748f82befbabd7bcce7b95a2bc43c0',
};

// rows that mostly name credentials are credentials, whatever the literal is called
export const services = {
  // ruleid: secrets.generic-token
  githubToken: '26e9870e280be561c2837857c92a16cdaaf95ed9',
  // ruleid: secrets.generic-token
  gitlabToken: '6d485925872aebf0fe8cb61ab84d4e6c935ceb85',
  // ruleid: secrets.generic-token
  slackBotToken: '1740d5a1802a707b69c7b4fcc83a9feb8d33d954',
  // ruleid: secrets.generic-token
  sentryToken: 'b3b9695a0c379d57a2fd1813af50067d462cf3b7',
  buildId: '983e77237ced39630c350e5f241edef3da7982ed',
};

// one token among settings of other shapes is a setting
export const client = {
  baseUrl: 'https://api.acme.dev',
  region: 'eu-west-1',
  retries: 3,
  // ruleid: secrets.generic-token
  accessToken: '4c1f1dc98080c2825462ff91294f2be4',
  timeoutMs: 5000,
};

// a few ids beside a token are too few to make a table
export const release = {
  commit: 'cafc6d3ede43dd18d105f1411b2a682efec4681f',
  parent: 'c3e380c67dfd4cfce659c711ca6fa742e8a7e1b7',
  // ruleid: secrets.generic-token
  deployToken: 'dc47b7e7a594e1a931395f3d46ce97e76c3c1655',
};

export { API_TOKENS };
