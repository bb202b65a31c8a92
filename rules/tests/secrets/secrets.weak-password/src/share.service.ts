import { ForbiddenException, Injectable } from "@nestjs/common";
import * as argon from "argon2";
import { settings } from "./settings";

@Injectable()
export class ShareService {
  async verifyPassword(hash: string, password: string) {
    const isPasswordValid = await argon.verify(hash, password);
    if (!isPasswordValid) {
      // ok: secrets.weak-password
      throw new ForbiddenException("Wrong password", "wrong_password");
    }
  }

  resetSmtp() {
    // ruleid: secrets.weak-password
    settings.set("smtp_password", "Welcome1");
  }
}
