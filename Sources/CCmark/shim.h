// cmark-gfm with its core extensions. The node types that the table and strikethrough
// extensions register at run time are exported by libcmark-gfm-extensions but declared in
// no installed header, so they are declared here.
#ifndef QIITA_CCMARK_SHIM_H
#define QIITA_CCMARK_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

extern cmark_node_type CMARK_NODE_TABLE;
extern cmark_node_type CMARK_NODE_TABLE_ROW;
extern cmark_node_type CMARK_NODE_TABLE_CELL;
extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

#endif
