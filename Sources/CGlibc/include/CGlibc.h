#ifndef CGLIBC_H
#define CGLIBC_H

#include <malloc.h>
#include <spawn.h>

// glibc functions Swift's Glibc module does not show: malloc.h is not part of it, and spawn.h's
// GNU extensions need _GNU_SOURCE, which that module is built without.

// Closes every descriptor from `from` up in the child, atomically with the spawn, so that no
// descriptor another thread opens meanwhile slips into the child (glibc 2.34 and later).
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
