# Installation layout and packages (DEB, TGZ).
#
#   <prefix>/bin/lathe, lathe-cli          launchers: find LibTorch at run time, then start the program
#   <prefix>/lib/lathe/                    the programs themselves (no RPATH to a build machine)
#   <prefix>/share/lathe/configs/          example configs and their data (File > New from Template)
#   <prefix>/share/lathe/translations/     the .qm files (also embedded in the program)
#   <prefix>/share/applications, metainfo, icons, man/man1, doc/lathe
#
# LibTorch is not packaged (it is the ~5 GB torch wheel): the launcher finds the setup script's
# cache, $LATHE_LIBTORCH or the torch of python3, and says what to do when there is none.
include(GNUInstallDirs)
set(LATHE_PRIVATE_DIR lib/lathe)
set(LATHE_TORCH_VERSION_FOR_LAUNCHER 2.11.0)

function(lathe_install_program target)
  install(TARGETS ${target} RUNTIME DESTINATION ${LATHE_PRIVATE_DIR})
  set(NAME ${target})
  set(REAL "$(dirname \"$(readlink -f \"$0\")\")/../${LATHE_PRIVATE_DIR}/${target}")
  set(TORCH_VERSION ${LATHE_TORCH_VERSION_FOR_LAUNCHER})
  configure_file(${PROJECT_SOURCE_DIR}/packaging/lathe-launcher.sh.in ${PROJECT_BINARY_DIR}/launchers/${target} @ONLY)
  install(PROGRAMS ${PROJECT_BINARY_DIR}/launchers/${target} DESTINATION ${CMAKE_INSTALL_BINDIR})
endfunction()

lathe_install_program(lathe-cli)
if(LATHE_QT_FOUND)
  lathe_install_program(lathe)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/lathe.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/io.github.lathe.Lathe.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/lathe.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  install(FILES ${PROJECT_BINARY_DIR}/ui/lathe_en.qm ${PROJECT_BINARY_DIR}/ui/lathe_zh_CN.qm
          DESTINATION ${CMAKE_INSTALL_DATADIR}/lathe/translations)
  install(FILES ${PROJECT_SOURCE_DIR}/docs/man/lathe.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/docs/man/lathe-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/configs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/lathe/configs)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/user-guide.md ${PROJECT_SOURCE_DIR}/docs/user-guide.zh_CN.md
              ${PROJECT_SOURCE_DIR}/docs/config.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lathe)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/screenshots DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lathe)

# A test installs into a temporary prefix and runs the installed lathe-cli.
if(LATHE_BUILD_TESTS AND LATHE_QT_FOUND)
  get_filename_component(_lathe_torch_pkg "${LATHE_TORCH_LIBDIR}" DIRECTORY)
  add_test(NAME install_prefix
           COMMAND bash ${PROJECT_SOURCE_DIR}/tests/install_test.sh ${PROJECT_BINARY_DIR} ${_lathe_torch_pkg})
  set_tests_properties(install_prefix PROPERTIES TIMEOUT 300)
endif()

set(CPACK_PACKAGE_NAME lathe)
set(CPACK_PACKAGE_VENDOR "Lathe")
set(CPACK_PACKAGE_CONTACT "Lathe developers <lathe@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Desktop workbench for training neural networks on a workstation GPU")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_FILE_NAME "lathe-${PROJECT_VERSION}-linux-x86_64")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# The distribution's Qt and image libraries; LibTorch comes from the user's torch (see the launcher).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6charts6 (>= 6.4), libqt6svg6 (>= 6.4), libqt6opengl6 (>= 6.4), libqt6openglwidgets6 (>= 6.4), libturbojpeg0, libpng16-16, zlib1g, libstdc++6, python3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "dataset-fashion-mnist")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Qt 6 front end and LibTorch engine: mixed precision, a batch-size finder, a pinned
prefetching loader, live GPU charts and reports. Needs LibTorch 2.11 (the torch wheel) at run time.")
include(CPack)
