import createHttpError from "http-errors";
import type { AppSession } from "@/util/api";

export default class UserService {
  public static validateIsAdmin(session: AppSession | null) {
    if (!session || session.user.role !== "admin") throw new createHttpError.Forbidden("Forbidden");
  }
}
