"""Voice settings the host can find: the voice, its speed and volume, the output, the night.

* :class:`VoiceControl` holds the narration's voice and night sounds together with the
  saved :class:`~ww_desktop.narration.voices.VoiceSettings`: every change is applied at once
  and saved (``QSettings`` group ``narration``). It keeps the console's volume slider in step
  with the real volume (:meth:`VoiceControl.bind_volume_slider`).
* :class:`VoiceSettingsDialog` (Narration > Voice settings...) shows them: the voice (the
  current language's voices, or automatic), the speed, the volume, narration read aloud or
  shown only, the audio output (``QMediaDevices``: follows devices coming and going), the
  night ambience and its level, and a "Test" button that speaks a sample line.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..narration.night_sounds import NightSounds
from ..narration.voices import (
    MAX_RATE,
    MIN_RATE,
    VoiceBackend,
    VoiceSettings,
    load_voice_settings,
    save_voice_settings,
)
from ..texts.assemble import fill

__all__ = ["SAMPLE_LINE", "VoiceControl", "VoiceSettingsDialog"]

SAMPLE_LINE = "Night falls on the village. Everyone, close your eyes."
"""The line the Test button speaks (the narration's own first line, translated)."""

SPEED_MAX = 300
"""The speed slider's top (words per minute): faster is no use at a table."""


def _primary(tag: str) -> str:
    return tag.strip().lower().replace("_", "-").split("-")[0]


class VoiceControl(QObject):
    """The narration's voice and night sounds, with the host's saved settings.

    Signals:
        changed(): a setting changed (the dialog and the console's slider follow).

    Attributes:
        voice: the voice backend; sounds: the night sounds (may be None).
        qsettings: where the settings are saved.
    """

    changed = Signal()

    def __init__(
        self,
        voice: VoiceBackend,
        sounds: NightSounds | None,
        qsettings: QSettings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.voice = voice
        self.sounds = sounds
        self.qsettings = qsettings
        self._settings = load_voice_settings(qsettings)
        self._apply(self._settings)

    def settings(self) -> VoiceSettings:
        """The settings in force."""
        return self._settings

    def update(self, **changes: Any) -> None:
        """Change some settings (``rate=200``, ``volume=0.5``...): applied and saved."""
        from dataclasses import replace

        new = replace(self._settings, **changes).normalized()
        if new == self._settings:
            return
        self._settings = new
        self._apply(new, only=set(changes))
        save_voice_settings(self.qsettings, new)
        self.qsettings.sync()
        self.changed.emit()

    def set_volume(self, volume: float) -> None:
        """Set the voice's volume (0.0 to 1.0), saved."""
        self.update(volume=volume)

    def _apply(self, s: VoiceSettings, only: set[str] | None = None) -> None:
        def wanted(name: str) -> bool:
            return only is None or name in only

        voice = self.voice
        if wanted("rate"):
            voice.set_rate(s.rate)
        if wanted("volume"):
            voice.set_volume(s.volume)
        if wanted("device"):
            voice.set_output_device(s.device)
        if wanted("enabled"):
            voice.set_spoken(s.enabled)
        if only is not None and "voice_id" in only:  # at start the language picks the voice
            try:
                voice.set_voice(s.voice_id)
            except ValueError:
                voice.set_voice(None)
        if self.sounds is not None:
            if wanted("ambience"):
                self.sounds.set_ambience_enabled(s.ambience)
            if wanted("ambience_level"):
                self.sounds.set_level(s.ambience_level)
            if wanted("device"):
                self.sounds.set_output_device(s.device)
            if wanted("volume"):
                self.sounds.set_voice_volume(s.volume)

    def bind_volume_slider(self, slider: QSlider) -> None:
        """Make a 0-100 slider show the real volume and change it (saved). The binding
        lives as long as the slider: a console rebuilt in another language brings a new
        slider, and the old one (deleted) is never touched again."""
        if slider.findChild(_VolumeBinding, options=Qt.FindChildOption.FindDirectChildrenOnly):
            return  # bound already (the narration was attached again to the same console)
        _VolumeBinding(self, slider)

    def test(self) -> None:
        """Speak the sample line now (in the narration's language), cutting any other."""
        text = QCoreApplication.translate("Narration", SAMPLE_LINE)
        self.voice.stop()
        self.voice.speak(text)


class _VolumeBinding(QObject):
    """Keeps one volume slider and a `VoiceControl` in step. A child of the slider: when the
    slider is deleted, so is the binding, and Qt drops its connection to `changed`."""

    def __init__(self, control: VoiceControl, slider: QSlider) -> None:
        super().__init__(slider)
        self._control = control
        self._slider = slider
        self.show()
        slider.valueChanged.connect(self.set_volume)
        control.changed.connect(self.show)

    @Slot()
    def show(self) -> None:
        """Show the real volume on the slider (without setting it back)."""
        value = round(self._control.settings().volume * 100)
        if self._slider.value() != value:
            self._slider.blockSignals(True)
            self._slider.setValue(value)
            self._slider.blockSignals(False)

    @Slot(int)
    def set_volume(self, value: int) -> None:
        """The slider moved: the new volume, applied and saved."""
        self._control.set_volume(value / 100.0)


class VoiceSettingsDialog(QDialog):
    """Narration > Voice settings...: every change applies at once and is saved.

    Attributes:
        control: the :class:`VoiceControl` shown.
        voice_combo, speed_slider, volume_slider, spoken_check, device_combo,
        ambience_check, ambience_slider, test_button: the controls.
    """

    def __init__(self, control: VoiceControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.setWindowTitle(self.tr("Voice settings"))
        self.setMinimumWidth(480)
        self._build()
        self._fill()
        self._devices: Any = None
        self._watch_devices()
        control.changed.connect(self._fill)

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.spoken_check = QCheckBox(self.tr("Read the narration aloud"))
        self.spoken_check.setToolTip(self.tr("When off, the lines are only shown as subtitles."))
        self.spoken_check.toggled.connect(lambda on: self.control.update(enabled=on))
        form.addRow(self.spoken_check)
        self.voice_combo = QComboBox()
        self.voice_combo.currentIndexChanged.connect(self._voice_chosen)
        form.addRow(self.tr("Voice"), self.voice_combo)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setRange(MIN_RATE, min(MAX_RATE, SPEED_MAX))
        self.speed_label = QLabel()
        self.speed_slider.valueChanged.connect(self._speed_moved)
        self.speed_slider.sliderReleased.connect(
            lambda: self.control.update(rate=self.speed_slider.value())
        )
        form.addRow(self.tr("Speed"), self._with_label(self.speed_slider, self.speed_label))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_label = QLabel()
        self.volume_slider.valueChanged.connect(self._volume_moved)
        form.addRow(self.tr("Volume"), self._with_label(self.volume_slider, self.volume_label))
        self.device_combo = QComboBox()
        self.device_combo.currentIndexChanged.connect(self._device_chosen)
        form.addRow(self.tr("Sound output"), self.device_combo)
        self.ambience_check = QCheckBox(self.tr("Night ambience (covers the table's noises)"))
        self.ambience_check.toggled.connect(lambda on: self.control.update(ambience=on))
        form.addRow(self.ambience_check)
        self.ambience_slider = QSlider(Qt.Orientation.Horizontal)
        self.ambience_slider.setRange(0, 100)
        self.ambience_label = QLabel()
        self.ambience_slider.valueChanged.connect(self._ambience_moved)
        form.addRow(
            self.tr("Ambience level"), self._with_label(self.ambience_slider, self.ambience_label)
        )
        lay.addLayout(form)
        self.status_label = QLabel()
        self.status_label.setObjectName("muted")
        self.status_label.setWordWrap(True)
        lay.addWidget(self.status_label)
        row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Test"))
        self.test_button.setToolTip(self.tr("Speak a sample line with these settings."))
        self.test_button.clicked.connect(self.control.test)
        row.addWidget(self.test_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row.addWidget(buttons)
        lay.addLayout(row)

    @staticmethod
    def _with_label(slider: QSlider, label: QLabel) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(slider, 1)
        label.setMinimumWidth(70)
        row.addWidget(label)
        return box

    # ------------------------------------------------------------ showing the settings

    def _fill(self) -> None:
        s = self.control.settings()
        voice = self.control.voice
        widgets: list[QWidget] = [
            self.spoken_check,
            self.voice_combo,
            self.speed_slider,
            self.volume_slider,
            self.ambience_check,
            self.ambience_slider,
        ]
        for w in widgets:
            w.blockSignals(True)
        self.spoken_check.setChecked(s.enabled)
        self.voice_combo.clear()
        self.voice_combo.addItem(self.tr("Automatic (the language's voice)"), "")
        language = _primary(voice.language())
        for info in voice.voices():
            if any(_primary(t) == language for t in info.languages):
                self.voice_combo.addItem(info.name, info.id)
        index = self.voice_combo.findData(voice.voice_id() or "")
        self.voice_combo.setCurrentIndex(max(0, index))
        self.speed_slider.setValue(min(self.speed_slider.maximum(), s.rate))
        self.volume_slider.setValue(round(s.volume * 100))
        self.ambience_check.setChecked(s.ambience)
        self.ambience_check.setEnabled(self.control.sounds is not None)
        self.ambience_slider.setValue(round(s.ambience_level * 100))
        self.ambience_slider.setEnabled(self.control.sounds is not None and s.ambience)
        for w in widgets:
            w.blockSignals(False)
        self._labels()
        self._fill_devices()
        if voice.subtitles_only():
            self.status_label.setText(
                self.tr("No voice speaks this language here: the lines are shown as subtitles.")
            )
        else:
            self.status_label.clear()

    def _labels(self) -> None:
        self.speed_label.setText(fill(self.tr("%1 wpm"), str(self.speed_slider.value())))
        self.volume_label.setText(f"{self.volume_slider.value()} %")
        self.ambience_label.setText(f"{self.ambience_slider.value()} %")

    def _fill_devices(self) -> None:
        from ..narration.audio import output_devices

        chosen = self.control.settings().device
        self.device_combo.blockSignals(True)
        self.device_combo.clear()
        self.device_combo.addItem(self.tr("System default"), "")
        found = False
        for key, description in output_devices():
            self.device_combo.addItem(description, key)
            found = found or key == chosen
        if chosen and not found:  # unplugged: keep the choice, say it is missing
            self.device_combo.addItem(fill(self.tr("%1 (not connected)"), chosen), chosen)
        self.device_combo.setCurrentIndex(max(0, self.device_combo.findData(chosen)))
        self.device_combo.blockSignals(False)

    def _watch_devices(self) -> None:
        from PySide6.QtMultimedia import QMediaDevices

        self._devices = QMediaDevices(self)
        self._devices.audioOutputsChanged.connect(self._fill_devices)

    # ------------------------------------------------------------ changes

    def _voice_chosen(self, index: int) -> None:
        voice_id = self.voice_combo.itemData(index) or None
        self.control.update(voice_id=voice_id)

    def _speed_moved(self, value: int) -> None:
        self._labels()
        if not self.speed_slider.isSliderDown():  # keyboard or click: apply at once
            self.control.update(rate=value)

    def _volume_moved(self, value: int) -> None:
        self._labels()
        self.control.update(volume=value / 100.0)

    def _device_chosen(self, index: int) -> None:
        self.control.update(device=str(self.device_combo.itemData(index) or ""))

    def _ambience_moved(self, value: int) -> None:
        self._labels()
        self.control.update(ambience_level=value / 100.0)
