/*
** SQLite3 Multiple Ciphers: the SQLite amalgamation with its encryption extension compiled in.
** Building sqlite3mc_amalgamation.c into the app replaces the system SQLite, so PRAGMA key and
** sqlite3_key() encrypt the database (ChaCha20-Poly1305 by default).
*/
#ifndef SQLITE3MC_H_
#define SQLITE3MC_H_

#define SQLITE3MC_VERSION_MAJOR 2
#define SQLITE3MC_VERSION_MINOR 1
#define SQLITE3MC_VERSION_RELEASE 0

#include "sqlite3.h"

SQLITE_API int sqlite3_key(sqlite3* db, const void* pKey, int nKey);
SQLITE_API int sqlite3_rekey(sqlite3* db, const void* pKey, int nKey);

#endif /* SQLITE3MC_H_ */
