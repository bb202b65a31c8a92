import UserService from "@/backend/UserService";
import { db } from "@/models";
import type { AppSession } from "@/util/api";

export default class AdminService {
  public static async createInventories(props: { cityIds: string[]; year: number }, session: AppSession | null) {
    UserService.validateIsAdmin(session);
    return db.models.Inventory.bulkCreate(props.cityIds.map((cityId) => ({ cityId, year: props.year })));
  }
}
