-- Accounts made by admin:create or ADMIN_EMAIL were named after their e-mail address's local part
-- ("owner has invited you"). An address is not a name: such names are cleared, so "Your account"
-- asks the person for theirs, and until then the product shows the whole address
-- (database/person-name.ts). A person who typed exactly their address's local part as their name
-- is asked again, once.
UPDATE "user" SET "name" = '' WHERE "name" = split_part("email", '@', 1);
