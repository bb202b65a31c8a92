// Generated typings of a gRPC service: a field's type is not its value.
export interface InitWalletRequest {
  // ok: secrets.generic-password
  walletPassword: Uint8Array | string;
  // ok: secrets.generic-password
  aezeedPassphrase: Uint8Array | string;
  recoveryWindow: number;
}

export const unlockRequest = {
  // ruleid: secrets.generic-password
  walletPassword: "Wq8Zr2LmX7vP",
  // ruleid: secrets.generic-password
  newPassword: 'Lz4Xk9Qp2RtW' as string,
};
