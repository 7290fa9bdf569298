/* libedit's native editline API for Swift.
 *
 * el_set, el_get and history take C variadic arguments, which Swift cannot
 * call; each wrapper below fixes one use to a plain signature. The standard
 * streams are C globals that Swift 6 rejects as unsafe shared state, so they
 * are reached through functions too. */
#ifndef SCENELAB_CEDITLINE_SHIM_H
#define SCENELAB_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

typedef char *(*scenelab_prompt_function)(EditLine *);
typedef unsigned char (*scenelab_editor_function)(EditLine *, int);

static inline FILE *scenelab_stdin(void) { return stdin; }
static inline FILE *scenelab_stdout(void) { return stdout; }
static inline FILE *scenelab_stderr(void) { return stderr; }

static inline int scenelab_el_set_prompt(EditLine *el, scenelab_prompt_function prompt) {
    return el_set(el, EL_PROMPT, prompt);
}
static inline int scenelab_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int scenelab_el_set_signal(EditLine *el, int handle) {
    return el_set(el, EL_SIGNAL, handle);
}
static inline int scenelab_el_set_history(EditLine *el, History *history_) {
    return el_set(el, EL_HIST, history, history_);
}
static inline int scenelab_el_add_function(EditLine *el, const char *name, const char *help,
                                           scenelab_editor_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}
static inline int scenelab_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, (const char *)NULL);
}
static inline int scenelab_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *scenelab_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int scenelab_history_set_size(History *h, HistEvent *event, int size) {
    return history(h, event, H_SETSIZE, size);
}
static inline int scenelab_history_set_unique(History *h, HistEvent *event, int unique) {
    return history(h, event, H_SETUNIQUE, unique);
}
static inline int scenelab_history_enter(History *h, HistEvent *event, const char *line) {
    return history(h, event, H_ENTER, line);
}
static inline int scenelab_history_load(History *h, HistEvent *event, const char *path) {
    return history(h, event, H_LOAD, path);
}
static inline int scenelab_history_save_fp(History *h, HistEvent *event, FILE *stream) {
    return history(h, event, H_SAVE_FP, stream);
}
static inline int scenelab_history_first(History *h, HistEvent *event) {
    return history(h, event, H_FIRST);
}
static inline int scenelab_history_next(History *h, HistEvent *event) {
    return history(h, event, H_NEXT);
}
static inline int scenelab_history_clear(History *h, HistEvent *event) {
    return history(h, event, H_CLEAR);
}

#endif
