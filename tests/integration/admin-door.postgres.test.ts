// The admin's one door (admin-door.ts) on the postgres database.
import { adminDoorSuite } from "./admin-door";
import { describeOnDatabase } from "./databases";

describeOnDatabase("postgres", "the admin's one door", adminDoorSuite);
