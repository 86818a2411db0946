// The admin's one door (admin-door.ts) on the embedded database.
import { adminDoorSuite } from "./admin-door";
import { describeOnDatabase } from "./databases";

describeOnDatabase("embedded", "the admin's one door", adminDoorSuite);
