// cmark-gfm with its core extensions. The node types that the table and strikethrough
// extensions register at run time are exported by libcmark-gfm-extensions but declared in
// no installed header, so the two the parser compares with are declared here.
#ifndef QIITA_CCMARK_SHIM_H
#define QIITA_CCMARK_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

extern cmark_node_type CMARK_NODE_TABLE;
extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

// Read through functions: Swift 6 refuses to read a mutable C global directly. The values are
// set when the extensions register, before any document is parsed.
static inline cmark_node_type qiita_cmark_node_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type qiita_cmark_node_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }

#endif
