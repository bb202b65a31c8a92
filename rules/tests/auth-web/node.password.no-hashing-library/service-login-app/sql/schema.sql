create table account (
    username varchar(80) primary key not null,
    -- the column a login lookup reads: the finding goes to that lookup (services/accounts.js)
    -- ok: node.password.no-hashing-library
    password varchar(80) not null
);
