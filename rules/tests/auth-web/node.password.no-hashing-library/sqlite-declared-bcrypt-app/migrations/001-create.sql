-- Up
CREATE TABLE User (name TEXT, login TEXT, password TEXT);

-- Down
DROP TABLE User;
