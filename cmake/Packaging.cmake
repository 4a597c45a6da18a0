# Installing and packaging the editor: included from the top-level CMakeLists after
# the app. Linux: GNUInstallDirs layout + CPack DEB (dependencies computed by
# dpkg-shlibdeps) and RPM. macOS: an app bundle with its Info.plist and .icns, Qt
# deployed into it, a DragNDrop DMG. Windows: the .ico and a version resource, Qt
# deployed next to the .exe, an NSIS installer.
# Only the Linux part is built and tested on this project's machines; the macOS and
# Windows parts are written for the CI workflow (.github/workflows/build.yml).

set(PM_APP_ID io.github.postmortem_editor)
set(PM_APP_NAME "Post-mortem Editor")
# A placeholder until the project has a public home (README, "Installing"): the GitHub
# organisation the application id io.github.postmortem_editor stands for. The metainfo
# carries the same URLs; configuring fails when the two drift apart, so a move changes
# both (and the screenshot URLs beside them) together.
set(PM_HOMEPAGE_URL "https://github.com/postmortem-editor/postmortem-editor")
file(READ ${PROJECT_SOURCE_DIR}/resources/${PM_APP_ID}.metainfo.xml pm_metainfo)
foreach(pm_url "<url type=\"homepage\">${PM_HOMEPAGE_URL}</url>"
               "<url type=\"bugtracker\">${PM_HOMEPAGE_URL}/issues</url>"
               "<url type=\"vcs-browser\">${PM_HOMEPAGE_URL}</url>")
  string(FIND "${pm_metainfo}" "${pm_url}" pm_at)
  if(pm_at EQUAL -1)
    message(FATAL_ERROR "resources/${PM_APP_ID}.metainfo.xml lacks ${pm_url}: "
      "PM_HOMEPAGE_URL (cmake/Packaging.cmake) and the metainfo must name the same home")
  endif()
endforeach()

install(TARGETS postmortem-editor
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  BUNDLE DESTINATION .)

if(APPLE)
  # The .icns is assembled from the checked-in PNGs with the system's iconutil.
  set(iconset ${CMAKE_CURRENT_BINARY_DIR}/postmortem-editor.iconset)
  set(icns ${CMAKE_CURRENT_BINARY_DIR}/postmortem-editor.icns)
  set(copies)
  foreach(pair "16;icon_16x16" "32;icon_16x16@2x" "32;icon_32x32" "64;icon_32x32@2x"
               "128;icon_128x128" "256;icon_128x128@2x" "256;icon_256x256"
               "512;icon_256x256@2x" "512;icon_512x512")
    list(GET pair 0 size)
    list(GET pair 1 name)
    list(APPEND copies COMMAND ${CMAKE_COMMAND} -E copy
      ${PM_ICON_HICOLOR}/${size}x${size}/apps/${PM_APP_ID}.png ${iconset}/${name}.png)
  endforeach()
  add_custom_command(OUTPUT ${icns}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${iconset}
    ${copies}
    COMMAND iconutil -c icns -o ${icns} ${iconset}
    DEPENDS ${PM_ICON_SVG}
    COMMENT "Making the macOS icon")
  target_sources(postmortem-editor PRIVATE ${icns})
  set_source_files_properties(${icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
  set_target_properties(postmortem-editor PROPERTIES
    OUTPUT_NAME "${PM_APP_NAME}"
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/cmake/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${PM_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME "${PM_APP_NAME}"
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE postmortem-editor.icns)
elseif(WIN32)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/windows/postmortem-editor.rc.in
                 ${CMAKE_CURRENT_BINARY_DIR}/postmortem-editor.rc @ONLY)
  target_sources(postmortem-editor PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/postmortem-editor.rc)
endif()

# Qt itself goes into the bundle / next to the .exe. On Linux the distribution's Qt is
# used (the DEB depends on it), so nothing is deployed there.
if(APPLE OR WIN32)
  if(QT_MAJOR_VERSION EQUAL 6 AND ${QT}Core_VERSION VERSION_GREATER_EQUAL 6.3)
    qt_generate_deploy_app_script(TARGET postmortem-editor
      OUTPUT_SCRIPT pm_deploy_script NO_UNSUPPORTED_PLATFORM_ERROR)
    install(SCRIPT ${pm_deploy_script})
  else()
    # Qt 5.15: the deploy tools, run on the installed copy.
    get_target_property(pm_qmake ${QT}::qmake IMPORTED_LOCATION)
    get_filename_component(pm_qt_bin ${pm_qmake} DIRECTORY)
    if(APPLE)
      install(CODE "execute_process(COMMAND \"${pm_qt_bin}/macdeployqt\"
        \"\${CMAKE_INSTALL_PREFIX}/${PM_APP_NAME}.app\" COMMAND_ERROR_IS_FATAL ANY)")
    else()
      install(CODE "execute_process(COMMAND \"${pm_qt_bin}/windeployqt\" --no-translations
        \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/postmortem-editor.exe\" COMMAND_ERROR_IS_FATAL ANY)")
    endif()
  endif()
endif()

# --- CPack -----------------------------------------------------------------------
set(CPACK_PACKAGE_NAME postmortem-editor)
set(CPACK_PACKAGE_VENDOR "The Post-mortem Editor developers")
set(CPACK_PACKAGE_CONTACT "The Post-mortem Editor developers <postmortem-editor@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Write bug-fix post-mortems under a strict discipline and publish them to JIRA")
set(CPACK_PACKAGE_DESCRIPTION
  "A desktop editor for the engineering record of a bug fix: it checks the draft live
against the post-mortem discipline in English and Chinese and publishes it to JIRA as a
comment in Atlassian Document Format after an explicit confirmation. The same engine runs
headless on the command line.")
set(CPACK_PACKAGE_HOMEPAGE_URL ${PM_HOMEPAGE_URL})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${PM_APP_NAME}")
set(CPACK_PACKAGE_EXECUTABLES postmortem-editor "${PM_APP_NAME}")
set(CPACK_STRIP_FILES ON)

if(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_DMG_VOLUME_NAME "${PM_APP_NAME}")
elseif(WIN32)
  set(CPACK_GENERATOR NSIS)
  set(CPACK_NSIS_DISPLAY_NAME "${PM_APP_NAME}")
  set(CPACK_NSIS_PACKAGE_NAME "${PM_APP_NAME}")
  set(CPACK_NSIS_MUI_ICON ${PM_ICON_ICO})
  set(CPACK_NSIS_MUI_UNIICON ${PM_ICON_ICO})
  set(CPACK_NSIS_INSTALLED_ICON_NAME ${CMAKE_INSTALL_BINDIR}/postmortem-editor.exe)
  set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MENU_LINKS ${CMAKE_INSTALL_BINDIR}/postmortem-editor.exe "${PM_APP_NAME}")
else()
  set(CPACK_GENERATOR DEB)
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  # DEB: the file name Debian uses (postmortem-editor_0.1.0_amd64.deb); the runtime
  # dependencies (Qt, md4c, yaml-cpp, KSyntaxHighlighting, QtKeychain) computed from
  # the binary by dpkg-shlibdeps, so each flavour's package names its own libraries.
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SECTION editors)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  # The Qt platform plugin and the Chinese font are loaded at run time, not linked.
  if(QT_MAJOR_VERSION EQUAL 6)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
  else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt5gui5")
  endif()
  # Qt's own strings (the --help headings, standard dialogs) in Chinese, and a Chinese font.
  if(QT_MAJOR_VERSION EQUAL 6)
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
  else()
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qttranslations5-l10n")
  endif()
  # Sonnet finds its spelling backends as plugins at run time; hunspell's needs a dictionary.
  if(PM_HAVE_SONNET)
    if(QT_MAJOR_VERSION EQUAL 6)
      string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", sonnet6-plugins, hunspell-en-us")
    else()
      string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", sonnet-plugins, hunspell-en-us")
    endif()
  endif()
  # RPM, where rpmbuild is installed: dependencies found by rpm's own autoreq.
  find_program(PM_RPMBUILD rpmbuild)
  if(PM_RPMBUILD)
    list(APPEND CPACK_GENERATOR RPM)
  endif()
  set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
  set(CPACK_RPM_PACKAGE_LICENSE MIT)
  set(CPACK_RPM_PACKAGE_GROUP "Applications/Editors")
  set(CPACK_RPM_PACKAGE_AUTOREQ ON)
  set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor)
endif()
include(CPack)
