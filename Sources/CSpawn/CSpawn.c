#include "CSpawn.h"
