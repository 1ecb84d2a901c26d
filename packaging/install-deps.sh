#!/usr/bin/env bash
# Installs everything Haifu needs to build, run, test and package on Debian 12 / Ubuntu 24.04.
# Idempotent: packages already present are skipped quickly. Uses sudo when not root.
set -euo pipefail

packages=(
    # toolchain
    cmake g++ ninja-build clang clang-format git dpkg-dev file pkg-config
    # Qt 6 (bookworm ships 6.4)
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-charts-dev libqt6sql6-sqlite libqt6svg6 qt6-translations-l10n
    qml6-module-qtquick qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-dialogs qml6-module-qtqml-models
    qml6-module-qt-labs-settings qml6-module-qtcharts qml6-module-qttest
    # Qt Quick's own file and folder dialogs (used when there is no native one) need this
    qml6-module-qt-labs-folderlistmodel
    # libraries
    zlib1g-dev libbenchmark-dev libgl-dev rapidjson-dev
    # SHA-256 of imported files with the CPU's SHA instructions (libcrypto)
    libssl-dev
    # table scoring from phones: the local HTTP server and the tables' QR codes
    libcpp-httplib-dev libqrencode-dev
    # a library on a PostgreSQL server: Qt's driver, and the server the tests start themselves
    libqt6sql6-psql postgresql
    # runtime look: Japanese needs a CJK font
    fonts-noto-cjk fonts-dejavu-core fontconfig
    # headless checks: Xvfb (with Mesa's software OpenGL for Qt Quick on xcb), PDF to PNG
    xvfb xauth libgl1-mesa-dri poppler-utils
    # journey tests: real input through the X server; a GTK window to drag files from, as
    # from a file manager (tests/journeys/dragsource.py)
    xdotool python3-gi gir1.2-gtk-3.0
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "haifu: installing ${#missing[@]} missing packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
