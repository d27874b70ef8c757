// The one place the table picks its OpenGL header: desktop GL natively, GLES 3 (WebGL 2) on the web.
#pragma once
#ifdef __EMSCRIPTEN__
#include <SDL_opengles2.h>
#else
#include <SDL_opengl.h>
#endif
