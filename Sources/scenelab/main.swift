// The program is the SceneLabCommandLine library, so that its tests can
// import it; this file only starts it.
import SceneLabCommandLine

Main.main()
