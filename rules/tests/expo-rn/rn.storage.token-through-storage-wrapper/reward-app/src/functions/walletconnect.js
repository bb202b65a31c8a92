import 'react-native-get-random-values';
import '@ethersproject/shims';
import {ethers} from 'ethers';
import {getWalletData, setWalletData} from '../services/DataManager';

// left over from the import-a-phrase flow: nothing calls it any more
const loadLocalWallet = async (web3, passphrase) => {
  const wallet = ethers.Wallet.fromMnemonic(passphrase);
  // ok: rn.storage.token-through-storage-wrapper
  await setWalletData({privateKey: wallet.privateKey, publicKey: wallet.address, seedPhrase: passphrase});
};

// handed to the import screen's callback below: it runs
const persistImportedKeys = async wallet => {
  // ruleid: rn.storage.token-through-storage-wrapper
  await setWalletData({privateKey: wallet.privateKey, publicKey: wallet.address});
};

export const importFromPhrase = phrase => Promise.resolve(ethers.Wallet.fromMnemonic(phrase)).then(persistImportedKeys);

export const createLocalWallet = async () => {
  const walletInfo = await getWalletData();
  if (walletInfo != null) {
    return walletInfo.publicKey;
  }
  const wallet = ethers.Wallet.createRandom();
  // ruleid: rn.storage.token-through-storage-wrapper
  await setWalletData({privateKey: wallet.privateKey, publicKey: wallet.address, seedPhrase: wallet.mnemonic.phrase});
  return wallet.address;
};

// exported, but no file of the app imports it
export const restoreLocalWallet = async privateKey => {
  const wallet = new ethers.Wallet(privateKey);
  // ok: rn.storage.token-through-storage-wrapper
  await setWalletData({privateKey: wallet.privateKey, publicKey: wallet.address});
  return wallet.address;
};
