# Installation layout and packages (DEB, TGZ).
#
#   <prefix>/bin/lathe, lathe-cli          launchers: find LibTorch at run time, then start the program
#   <prefix>/lib/lathe/                    the programs themselves (no RPATH to a build machine), and
#                                          lathe-pdf, which lathe-cli runs to write PDFs
#   <prefix>/share/lathe/configs/          example configs and their data (File > New from Template)
#   <prefix>/share/lathe/translations/     the .qm files (also embedded in the program)
#   <prefix>/share/applications, metainfo, icons, man/man1, doc/lathe
#
# LibTorch is not packaged (it is the ~5 GB torch wheel): the launcher finds the setup script's
# cache, $LATHE_LIBTORCH or the torch of python3, and says what to do when there is none.
#
# Two packages (install components): "lathe-cli" (component cli: lathe-cli, its man page, the example
# configs and the guides; no Qt, for a GPU server) and "lathe" (component gui: the window, lathe-pdf, the
# desktop entry and translations), which depends on lathe-cli. tests/package_test.sh builds both and
# checks the split; tests/package_chroot.sh installs lathe-cli alone into a clean Debian and trains.
include(GNUInstallDirs)
set(LATHE_PRIVATE_DIR lib/lathe)
set(LATHE_TORCH_VERSION_FOR_LAUNCHER 2.11.0)

function(lathe_install_program target component)
  install(TARGETS ${target} RUNTIME DESTINATION ${LATHE_PRIVATE_DIR} COMPONENT ${component})
  set(NAME ${target})
  set(REAL "$(dirname \"$(readlink -f \"$0\")\")/../${LATHE_PRIVATE_DIR}/${target}")
  set(TORCH_VERSION ${LATHE_TORCH_VERSION_FOR_LAUNCHER})
  configure_file(${PROJECT_SOURCE_DIR}/packaging/lathe-launcher.sh.in ${PROJECT_BINARY_DIR}/launchers/${target} @ONLY)
  install(PROGRAMS ${PROJECT_BINARY_DIR}/launchers/${target} DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT ${component})
endfunction()

lathe_install_program(lathe-cli cli)
if(LATHE_QT_FOUND)
  lathe_install_program(lathe gui)
  # No launcher: lathe-cli and the window run it from lib/lathe, LibTorch already found.
  install(TARGETS lathe-pdf RUNTIME DESTINATION ${LATHE_PRIVATE_DIR} COMPONENT gui)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/lathe.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT gui)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/io.github.lathe.Lathe.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT gui)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/lathe.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps COMPONENT gui)
  install(FILES ${PROJECT_BINARY_DIR}/ui/lathe_en.qm ${PROJECT_BINARY_DIR}/ui/lathe_zh_CN.qm
          DESTINATION ${CMAKE_INSTALL_DATADIR}/lathe/translations COMPONENT gui)
  install(FILES ${PROJECT_SOURCE_DIR}/docs/man/lathe.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT gui)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/screenshots DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lathe COMPONENT gui)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/docs/man/lathe-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/configs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/lathe/configs COMPONENT cli)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/user-guide.md ${PROJECT_SOURCE_DIR}/docs/user-guide.zh_CN.md
              ${PROJECT_SOURCE_DIR}/docs/config.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lathe COMPONENT cli)

# A test installs into a temporary prefix and runs the installed lathe-cli.
if(LATHE_BUILD_TESTS AND LATHE_QT_FOUND)
  get_filename_component(_lathe_torch_pkg "${LATHE_TORCH_LIBDIR}" DIRECTORY)
  add_test(NAME install_prefix
           COMMAND bash ${PROJECT_SOURCE_DIR}/tests/install_test.sh ${PROJECT_BINARY_DIR} ${_lathe_torch_pkg})
  set_tests_properties(install_prefix PROPERTIES TIMEOUT 300)
  add_test(NAME packages
           COMMAND bash ${PROJECT_SOURCE_DIR}/tests/package_test.sh ${PROJECT_BINARY_DIR} ${_lathe_torch_pkg})
  set_tests_properties(packages PROPERTIES TIMEOUT 600)
endif()

set(CPACK_PACKAGE_NAME lathe)
set(CPACK_PACKAGE_VENDOR "Lathe")
set(CPACK_PACKAGE_CONTACT "Lathe developers <lathe@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Desktop workbench for training neural networks on a workstation GPU")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_FILE_NAME "lathe-${PROJECT_VERSION}-linux-x86_64")
set(CPACK_STRIP_FILES ON)
set(CPACK_COMPONENTS_ALL cli)
if(LATHE_QT_FOUND)
  list(APPEND CPACK_COMPONENTS_ALL gui)
endif()
set(CPACK_COMPONENT_GUI_DEPENDS cli)
# One .deb per component; the .tar.gz holds both.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_CLI_PACKAGE_NAME lathe-cli)
set(CPACK_DEBIAN_GUI_PACKAGE_NAME lathe)
# The image libraries; no Qt. LibTorch comes from the user's torch (see the launcher); python3 is how
# the launcher finds a torch installed with pip.
set(CPACK_DEBIAN_CLI_PACKAGE_DEPENDS "libturbojpeg0, libpng16-16, zlib1g, libprotobuf32, libisal2, libstdc++6, libgcc-s1, libc6 (>= 2.34)")
set(CPACK_DEBIAN_CLI_PACKAGE_RECOMMENDS "python3")
set(CPACK_DEBIAN_CLI_PACKAGE_SUGGESTS "dataset-fashion-mnist, lathe")
set(CPACK_DEBIAN_CLI_DESCRIPTION "Headless training with the Lathe engine (LibTorch): mixed precision, a batch-size finder,
a pinned prefetching loader, data-parallel and Slurm runs, HTML reports. No Qt: for GPU servers.
Needs LibTorch 2.11 (the torch wheel) at run time.")
set(CPACK_DEBIAN_GUI_PACKAGE_DEPENDS
    "lathe-cli (= ${PROJECT_VERSION}), libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6charts6 (>= 6.4), libqt6svg6 (>= 6.4), libqt6opengl6 (>= 6.4), libqt6openglwidgets6 (>= 6.4)")
set(CPACK_DEBIAN_GUI_PACKAGE_RECOMMENDS "fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_GUI_DESCRIPTION "Qt 6 desktop workbench on the Lathe engine: live GPU charts, a verdict on what holds a run
back, the config form and editor, reports as HTML and PDF (lathe-pdf, which lathe-cli also uses).")
include(CPack)
