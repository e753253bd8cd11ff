// CStartup has no functions to call: linking it runs its constructor (Startup.c) at start-up.
#ifndef QIITA_CSTARTUP_H
#define QIITA_CSTARTUP_H
#endif
